import { z } from 'zod';

/**
 * The `virtual` entries of devices.json. The virtual device (src/virtual/) owns the real spec;
 * until it is wired in, the rack only insists on a name and passes the rest through.
 */
export const VirtualDeviceSpecSchema = z.looseObject({ name: z.string().min(1) });
