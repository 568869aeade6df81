import { jest } from '@jest/globals';

// A journey waits on a real browser and real servers.
jest.setTimeout(90_000);
