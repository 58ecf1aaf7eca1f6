import { MemoryDocumentStore } from '@heartwise/service-kit';
import { wellnessRepositoriesConformance } from './conformance/wellness-repositories.conformance.js';

wellnessRepositoriesConformance('memory', async () => new MemoryDocumentStore());
