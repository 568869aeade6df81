import { createRoot } from 'react-dom/client';
import { remoteOfScript, startRemoteReports } from '@remuda/shell-kit';
import { App } from './app/app';
import './sw/register-service-worker';

// What this page sees of each remote's release goes to the gateway a moment after it loads (canary releases are
// judged by it).
startRemoteReports(remoteOfScript);

// Every page the shell gets is drawn here from nothing: a public page the gateway drew on the server comes with the
// public site's own entry instead (docs/adr/016-public-site-client.md).
createRoot(document.getElementById('root')!).render(<App />);
