import { returnPath } from './return-to';

describe('returnPath', () => {
  it('is the remembered page, with its query and hash', () => {
    expect(returnPath({ from: '/admin/horses' })).toBe('/admin/horses');
    expect(returnPath({ from: '/admin/medical-records/add?horseId=7' })).toBe('/admin/medical-records/add?horseId=7');
    expect(returnPath({ from: '/horses/12#gallery' })).toBe('/horses/12#gallery');
  });

  it('is home when nothing was remembered', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: 42 })).toBe('/');
    expect(returnPath('not a state')).toBe('/');
  });

  it('is home instead of another sign-in page', () => {
    expect(returnPath({ from: '/login' })).toBe('/');
    expect(returnPath({ from: '/login?next=1' })).toBe('/');
    expect(returnPath({ from: '/register' })).toBe('/');
    expect(returnPath({ from: '/register#top' })).toBe('/');
    expect(returnPath({ from: '/unauthorized' })).toBe('/');
  });

  it('never leaves the site', () => {
    expect(returnPath({ from: 'https://evil.example/phish' })).toBe('/');
    expect(returnPath({ from: '//evil.example/phish' })).toBe('/');
    // Browsers read a backslash after the first slash as a second slash: another host.
    expect(returnPath({ from: '/\\evil.example/phish' })).toBe('/');
    expect(returnPath({ from: 'javascript:alert(1)' })).toBe('/');
    expect(returnPath({ from: 'admin/horses' })).toBe('/');
  });

  it('uses the fallback it is given', () => {
    expect(returnPath(null, '/profile')).toBe('/profile');
    expect(returnPath({ from: '/login' }, '/admin')).toBe('/admin');
    expect(returnPath({ from: '/admin/horses' }, '/profile')).toBe('/admin/horses');
  });
});
