import { REMOTES } from '@remuda/contracts/domains';
import { PATH_ALIASES, REMOTE_AREAS, aliasTarget, paths, remoteForPath } from './paths';

describe('paths', () => {
  it('builds the pages with an id or a horse to preselect', () => {
    expect(paths.horse('12')).toBe('/horses/12');
    expect(paths.adminHorse('12')).toBe('/admin/horses/12');
    expect(paths.adminHorseEdit('12')).toBe('/admin/horses/edit/12');
    expect(paths.adminHorseMedia('12')).toBe('/admin/horses/12/media');
    expect(paths.adminGallery).toBe('/admin/gallery');
    expect(paths.medicalRecordAdd()).toBe('/admin/medical-records/add');
    expect(paths.medicalRecordAdd('7')).toBe('/admin/medical-records/add?horseId=7');
    expect(paths.medicalRecordAdd('a&b')).toBe('/admin/medical-records/add?horseId=a%26b');
    expect(paths.medicalRecordEdit('5')).toBe('/admin/medical-records/edit/5');
    expect(paths.medicalRecordDelete('5')).toBe('/admin/medical-records/delete/5');
    expect(paths.ridingLogAdd('3')).toBe('/admin/riding-logs/add?horseId=3');
    expect(paths.ridingLogEdit('3')).toBe('/admin/riding-logs/edit/3');
    expect(paths.ridingLogDelete('3')).toBe('/admin/riding-logs/delete/3');
  });
});

describe('PATH_ALIASES', () => {
  const target = (from: string) => PATH_ALIASES.find((a) => a.from === from)?.to;

  it('treats the /public/... links as the plain public pages', () => {
    expect(target('/public/about')).toBe('/about');
    expect(target('/public/contact')).toBe('/contact');
    expect(target('/public/horses')).toBe('/horses');
    expect(target('/public/horses/:id')).toBe('/horses/:id');
  });

  it("treats the dashboard's unprefixed links as the staff screens under /admin", () => {
    expect(target('/horses/add')).toBe('/admin/horses/add');
    expect(target('/horses/edit/:id')).toBe('/admin/horses/edit/:id');
    expect(target('/medical-records')).toBe('/admin/medical-records');
    expect(target('/medical-records/*')).toBe('/admin/medical-records/*');
    expect(target('/riding-logs')).toBe('/admin/riding-logs');
    expect(target('/riding-logs/*')).toBe('/admin/riding-logs/*');
  });

  it('never sends a page to itself or to another alias', () => {
    const froms = new Set(PATH_ALIASES.map((a) => a.from));
    for (const { from, to } of PATH_ALIASES) {
      expect(to).not.toBe(from);
      expect(froms.has(to)).toBe(false);
    }
  });
});

describe('aliasTarget', () => {
  it('fills a :param from what the source matched', () => {
    expect(aliasTarget('/horses/:id', { id: '123' })).toBe('/horses/123');
    expect(aliasTarget('/admin/horses/edit/:id', { id: '9' })).toBe('/admin/horses/edit/9');
  });

  it('fills a trailing * with the rest of the matched path', () => {
    expect(aliasTarget('/admin/medical-records/*', { '*': 'edit/5' })).toBe('/admin/medical-records/edit/5');
    expect(aliasTarget('/admin/riding-logs/*', { '*': 'add' })).toBe('/admin/riding-logs/add');
    expect(aliasTarget('/admin/riding-logs/*', {})).toBe('/admin/riding-logs/');
  });

  it('leaves a target without placeholders as it is', () => {
    expect(aliasTarget('/horses', { id: '1' })).toBe('/horses');
  });

  it('encodes a param, so it cannot add a query or another path segment of its own', () => {
    expect(aliasTarget('/horses/:id', { id: '1?admin=1' })).toBe('/horses/1%3Fadmin%3D1');
    expect(aliasTarget('/horses/:id', { id: 'a/b' })).toBe('/horses/a%2Fb');
    expect(aliasTarget('/horses/:id', { id: 'Dusty Rose' })).toBe('/horses/Dusty%20Rose');
  });

  it('keeps the query when the caller appends it to the target', () => {
    // The alias route appends the location's search and hash to the filled target.
    expect(aliasTarget('/horses/:id', { id: '123' }) + '?x=1').toBe('/horses/123?x=1');
    expect(aliasTarget('/admin/medical-records/*', { '*': 'add' }) + '?horseId=4').toBe(
      '/admin/medical-records/add?horseId=4',
    );
  });
});

describe('remoteForPath', () => {
  it('gives the public remote the pages of the public layout', () => {
    expect(remoteForPath('public', '')).toBe('public');
    expect(remoteForPath('public', '/')).toBe('public');
    expect(remoteForPath('public', 'about')).toBe('public');
    expect(remoteForPath('public', 'gallery')).toBe('public');
    expect(remoteForPath('public', 'contact')).toBe('public');
    expect(remoteForPath('public', 'cattle')).toBe('public');
    expect(remoteForPath('public', 'horses')).toBe('public');
    expect(remoteForPath('public', '/horses/123')).toBe('public');
  });

  it('gives each staff remote its part of the admin layout', () => {
    expect(remoteForPath('admin', '')).toBe('horses');
    expect(remoteForPath('admin', 'horses')).toBe('horses');
    expect(remoteForPath('admin', 'horses/12/media')).toBe('horses');
    expect(remoteForPath('admin', 'gallery')).toBe('horses');
    expect(remoteForPath('admin', 'medical-records')).toBe('medical');
    expect(remoteForPath('admin', 'medical-records/edit/5')).toBe('medical');
    expect(remoteForPath('admin', 'riding-logs/add')).toBe('riding');
  });

  it('answers null for a path no remote claims', () => {
    expect(remoteForPath('public', 'nowhere')).toBeNull();
    expect(remoteForPath('public', 'medical-records')).toBeNull();
    expect(remoteForPath('public', 'about-us')).toBeNull();
    expect(remoteForPath('admin', 'about')).toBeNull();
    expect(remoteForPath('admin', 'no-such-page')).toBeNull();
  });

  it('is not fooled by names every object has', () => {
    expect(remoteForPath('public', 'constructor')).toBeNull();
    expect(remoteForPath('public', 'toString')).toBeNull();
    expect(remoteForPath('admin', '__proto__')).toBeNull();
    expect(remoteForPath('admin', 'hasOwnProperty/1')).toBeNull();
  });

  it('gives every remote the areas the domain manifest lists for it, and nothing else', () => {
    for (const layout of ['public', 'admin'] as const) {
      const listed = REMOTES.flatMap((remote) => remote.areas[layout].map((segment: string) => [segment, remote.name]));
      // No segment claimed twice: one remote would silently lose it.
      expect(new Set(listed.map(([segment]) => segment)).size).toBe(listed.length);
      expect(REMOTE_AREAS[layout]).toEqual(Object.fromEntries(listed));
    }
  });

  it('claims exactly the areas of REMOTE_AREAS', () => {
    for (const layout of ['public', 'admin'] as const) {
      for (const [segment, remote] of Object.entries(REMOTE_AREAS[layout])) {
        expect(remoteForPath(layout, segment ? `${segment}/anything` : '')).toBe(remote);
      }
    }
  });
});
