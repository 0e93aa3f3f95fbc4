/** The device pool (docs/architecture.md, "Devices and the pool"): discovery, probes, facts, groups, leases, emulator boot. */

export { describeSelectors, groupStatuses } from './group-status.js';
export { type Lease, type LeaseLoss, type LeaseOptions, type LeaseTarget, NoDeviceError } from './lease.js';
export { type OpenPoolOptions, openPool, type Pool, type PoolEvents } from './pool.js';
export { type AndroidSdk, findSdk, listAvds } from './sdk.js';
export { compileGroups, groupsOf, mightMatch, type SelectableDevice } from './selectors.js';
export { deviceStateTable } from './states.js';
