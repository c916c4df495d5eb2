// Public entry of @fanout/batch-core.
export { MAX_RECIPIENTS } from './limits/constants.js';
