import type { ServiceDefinition } from '@remuda/service-kit';
import { DemoModule } from './demo.module.js';

export { DEMO_HERD, DEMO_CLIPS, DEMO_YEAR, type DemoHorse } from './herd/demo-herd.js';
export { DEMO_GALLERY, type DemoGalleryPicture } from './gallery/demo-gallery.js';
export { DEMO_STAFF } from './seed-demo-herd.js';

/** Seeds the demo herd at start-up in demo mode; runs after the services it calls, before the gateway. */
export const demoService: ServiceDefinition = { name: 'demo', module: DemoModule };
