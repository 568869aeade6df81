import type { NextFunction, Request, Response } from 'express';
import type { Config } from '@remuda/service-kit';

/**
 * The clock of a request's body. Node's own (`requestTimeout`: five minutes for the whole request) is off in the
 * gateway, as it cut off a large archive or clip still arriving on a slow link; in its place each body has a clock
 * of its kind. A multipart upload may take as long as it keeps arriving, and is cut off after `uploadIdleMs` with no
 * byte; any other body must have arrived within `wholeMs`, so a client trickling a small body cannot hold a
 * connection. A request cut off is answered 408 (unless an answer began) and its connection closed. The time a
 * route takes to answer a request it has read is no business of this clock.
 */
export function bodyDeadlines({ wholeMs, uploadIdleMs }: Config['bodyTimeouts']) {
  return (req: Request, res: Response, next: NextFunction): void => {
    // A request without a body (no length, not chunked) has nothing to wait for.
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if (req.complete || !hasBody) return next();
    let timer: NodeJS.Timeout;
    const stop = () => clearTimeout(timer);
    const cut = () => {
      stop();
      if (req.complete) return;
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        res.status(408).json({ message: 'The request took too long to arrive. Please try again.', code: 'REQUEST_TIMEOUT' });
      }
      // Whatever is still arriving is not read.
      res.once('finish', () => req.socket.destroy());
      if (res.writableFinished) req.socket.destroy();
    };
    if (req.is('multipart/form-data')) {
      let seen = req.socket.bytesRead;
      timer = setInterval(() => {
        if (req.complete) return stop();
        if (req.socket.bytesRead === seen) return cut();
        seen = req.socket.bytesRead;
      }, uploadIdleMs);
    } else {
      timer = setTimeout(cut, wholeMs);
    }
    timer.unref();
    req.once('end', stop);
    res.once('close', stop);
    next();
  };
}
