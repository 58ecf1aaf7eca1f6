import { onShutdown, startService } from '@heartwise/service-kit';
import { wellnessService } from './service.js';

const running = await startService(wellnessService);
onShutdown(running.logger, [running.stop]);
