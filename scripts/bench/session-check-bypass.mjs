// Bench only, never part of the product: loaded into one gateway process of the `sessions` section with
// NODE_OPTIONS=--import, it makes that gateway's session check let every token through, as the gateway did before
// it checked sessions at all, so the bench can time the same signed-in request with and without the check.
//
// The gateway's guard calls JwtStrategy.validate, which asks SessionView.check whether the token's session still
// holds. ES modules are instantiated once per URL, so replacing check on the prototype of the very module the
// gateway imports (gateway/dist/auth/session-view.js) is what the gateway's view then runs. The check is not given
// the token's claims, so the live session it answers holds the role of the token the bench measures with: the
// bench administrator's.
import { SessionView } from '../../gateway/dist/auth/session-view.js';

const LIVE = Object.freeze({ ok: true, role: 'ADMIN' });

SessionView.prototype.check = function check() {
  return LIVE;
};
