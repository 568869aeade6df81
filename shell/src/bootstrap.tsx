import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './sw/register-service-worker';

// Every page the shell gets is drawn here from nothing: a public page the gateway drew on the server comes with the
// public site's own entry instead (docs/adr/016-public-site-client.md).
createRoot(document.getElementById('root')!).render(<App />);
