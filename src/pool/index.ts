/** The device pool (DESIGN.md §4): discovery, probes, facts, groups, leases, emulator boot. */
export { openPool, type Pool, type PoolEvents, type OpenPoolOptions } from './pool.js';
export { NoDeviceError, type Lease, type LeaseLoss, type LeaseOptions, type LeaseTarget } from './lease.js';
export { groupStatuses, describeSelectors } from './group-status.js';
export { compileGroups, groupsOf, mightMatch, type SelectableDevice } from './selectors.js';
export { deviceStateTable } from './states.js';
export { findSdk, listAvds, type AndroidSdk } from './sdk.js';
