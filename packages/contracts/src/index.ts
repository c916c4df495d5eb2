// Public entry of @fanout/contracts.
export { BULK_SEND_MAX_RECIPIENTS } from './limits.js';
