// The suites' servers are found the way every package's infra tests find them.
export { infraProfile, infraScript, infraUrls, type InfraUrls } from '../../src/testing/infra-servers.js';
