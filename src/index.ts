/** droidheal's library surface: only what is exported here is supported. */
export { ExitCode } from './cli/exit-codes.js';
export { DroidhealError, UsageError, ConfigError, EnvironmentError } from './errors.js';
