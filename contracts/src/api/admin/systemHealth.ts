import { SystemHealth } from '../../admin/figures.js';
import type { OperationCall, OperationDocs } from '../operation.js';

export const systemHealth = {
  method: 'get',
  path: '/api/admin/health',
  service: 'gateway',
  auth: 'admin',
  response: SystemHealth,
} as const satisfies OperationCall;

export const systemHealthDocs = {
  summary: "Live readiness of each service, the gateway's uptime, and API median latency and error rate",
} as const satisfies OperationDocs;
