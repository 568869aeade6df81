const { mayMatch } = require('./style-rule-filter.cjs');

// The style rules an element cannot match are dropped before jsdom's own matching (style-rule-filter.cjs). Set
// before jsdom's style code is loaded, which takes the matcher in as it loads.
const selectors = require('jsdom/lib/jsdom/living/helpers/selectors');
const matchesDontThrow = selectors.matchesDontThrow;
selectors.matchesDontThrow = (elementImpl, selectorText) => mayMatch(elementImpl, selectorText) && matchesDontThrow(elementImpl, selectorText);

const { TestEnvironment } = require('jest-environment-jsdom');

// jsdom without the web APIs Node already has and our code uses (fetch's Response, TextEncoder, streams).
class BrowserLikeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of ['TextEncoder', 'TextDecoder', 'Response', 'Request', 'Headers', 'ReadableStream', 'structuredClone']) {
      if (this.global[name] === undefined && globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // antd's forms and selects defer work with a MessageChannel, which jsdom lacks. Node's own would hold the
    // process open, so messages here are delivered on the page's timers, which jsdom clears at teardown.
    if (this.global.MessageChannel === undefined) this.global.MessageChannel = timerMessageChannel(this.global);
  }
}

function timerMessageChannel(window) {
  class TimerMessagePort {
    onmessage = null;
    peer = null;
    closed = false;
    postMessage(data) {
      const target = this.peer;
      window.setTimeout(() => {
        if (!target.closed) target.onmessage?.({ data, target });
      }, 0);
    }
    start() {}
    close() {
      this.closed = true;
    }
  }
  return class MessageChannel {
    constructor() {
      this.port1 = new TimerMessagePort();
      this.port2 = new TimerMessagePort();
      this.port1.peer = this.port2;
      this.port2.peer = this.port1;
    }
  };
}

module.exports = BrowserLikeEnvironment;
