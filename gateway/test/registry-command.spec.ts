import { editRegistry } from '../src/remotes/registry-command.js';

const CURRENT = '/remotes/riding/1.0.0/mf-manifest.json';
const NEXT = '/remotes/riding/1.1.0/mf-manifest.json';
const file = (content: unknown) => JSON.stringify(content);

describe('npm run remotes', () => {
  it('releases a canary, promotes it (the current release becoming the previous) or rolls it back', () => {
    const started = editRegistry(file({ remotes: { riding: CURRENT } }), ['canary', 'riding', NEXT, '10'], { minLoads: '50' });
    expect(JSON.parse(started)).toEqual({ remotes: { riding: CURRENT }, canary: { riding: { url: NEXT, percent: 10, maxErrorRate: 0.05, minLoads: 50 } } });
    expect(JSON.parse(editRegistry(started, ['promote', 'riding']))).toEqual({ remotes: { riding: NEXT }, previous: { riding: CURRENT } });
    expect(JSON.parse(editRegistry(started, ['rollback', 'riding']))).toEqual({ remotes: { riding: CURRENT } });
  });

  it('starts a registry file that does not exist yet', () => {
    expect(JSON.parse(editRegistry(null, ['canary', 'horses', NEXT, '5']))).toEqual({ remotes: {}, canary: { horses: { url: NEXT, percent: 5, maxErrorRate: 0.05, minLoads: 20 } } });
  });

  it('releases the server-rendered public site to a share too', () => {
    expect(JSON.parse(editRegistry(null, ['canary', 'public', NEXT, '10']))).toEqual({ remotes: {}, canary: { public: { url: NEXT, percent: 10, maxErrorRate: 0.05, minLoads: 20 } } });
  });

  it('writes nothing the gateway would refuse, and says why', () => {
    expect(() => editRegistry(file({ remotes: {} }), ['canary', 'riding', NEXT, 'ten'])).toThrow(/canary\.riding\.percent must be a number above 0/);
    expect(() => editRegistry(file({ remotes: { riding: CURRENT } }), ['canary', 'riding', CURRENT, '10'])).toThrow(/is the remote's current release/);
    expect(() => editRegistry(file({ remotes: {} }), ['promote', 'riding'])).toThrow('riding has no canary to promote');
    expect(() => editRegistry(file({ remotes: {} }), ['rollback', 'riding'])).toThrow('riding has no canary to roll back');
    expect(() => editRegistry(file({ remotes: {} }), ['canary', 'stables', NEXT, '10'])).toThrow(/name a remote/);
    expect(() => editRegistry('{"remotes":', ['rollback', 'riding'])).toThrow(/is not JSON/);
  });
});
