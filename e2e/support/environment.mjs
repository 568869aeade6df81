// The journeys' test environment: Node's, and when a test or hook fails, what each open browser visit saw (where
// its page is and what it shows, the requests it still waits for, its console's errors and failed requests:
// support/browser.ts), so a failure on a CI machine says more than "time-out waiting for the heading".
import { TestEnvironment } from 'jest-environment-node';

export default class JourneyEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const visits = this.global.__remudaVisitNotes;
    if (!visits?.size) return;
    const names = [];
    for (let block = event.test ?? event.hook?.parent; block; block = block.parent) if (block.name !== 'ROOT_DESCRIBE_BLOCK') names.unshift(block.name);
    const name = event.test ? names.join(' › ') : `${event.hook?.type ?? 'hook'} of ${names.join(' › ') || 'the file'}`;
    const seen = (await Promise.all([...visits].map(async (notes) => `  ${await notes()}`))).join('\n  --\n');
    process.stdout.write(`\nWhat the browser saw when "${name}" failed:\n${seen}\n\n`);
  }
}
