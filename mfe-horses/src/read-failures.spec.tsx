import { configure } from '@testing-library/react';
import type { RouteObject } from '@remuda/shell-kit';
import { describeReadFailures, testAccount } from '@remuda/shell-kit/testing';
import { routes } from './routes';
import { makeHorseDetail } from './testing/fixtures';

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const horse = makeHorseDetail({ name: 'Dusty' });
const app: RouteObject[] = [{ path: '/admin', children: routes }];
const trainer = testAccount('TRAINER');
const remotes = { 'GET /api/remotes': { body: { remotes: {} } } };
const limits = { 'GET /api/uploads/limits': { body: { imageBytes: 20 * 1024 * 1024, videoBytes: 500 * 1024 * 1024 } } };

describeReadFailures("the horses remote's pages when a read fails", app, {
  dashboard: { path: '/admin', account: trainer, api: { 'GET /api/horses': { body: [horse] } } },
  'the horse list': { path: '/admin/horses', account: trainer, api: { 'GET /api/horses': { body: [horse] } } },
  "a horse's page": { path: `/admin/horses/${horse.id}`, account: trainer, api: { [`GET /api/horses/${horse.id}`]: { body: horse }, ...remotes } },
  'the edit form': { path: `/admin/horses/edit/${horse.id}`, account: trainer, api: { [`GET /api/horses/${horse.id}`]: { body: horse } } },
  'the images page': { path: `/admin/horses/${horse.id}/media`, account: trainer, api: { [`GET /api/horses/${horse.id}`]: { body: horse }, ...limits } },
});
