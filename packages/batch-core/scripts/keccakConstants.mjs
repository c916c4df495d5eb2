// Keccak-f[1600] constants shared by the generators of src/address/keccakF1600.ts and src/address/keccakWasm.ts.
// Lane i = x + 5y throughout.

/** The 24 round constants (bigint, 64-bit), from the LFSR of FIPS 202 §3.2.5. */
export const ROUND_CONSTANTS = [];
{
  let r = 1;
  for (let round = 0; round < 24; round++) {
    let value = 0n;
    for (let j = 0; j < 7; j++) {
      if (r & 1) value ^= 1n << BigInt((1 << j) - 1);
      r = r & 0x80 ? ((r << 1) ^ 0x71) & 0xff : (r << 1) & 0xff;
    }
    ROUND_CONSTANTS.push(value);
  }
}

/** Rotation offset of each lane (rho), from FIPS 202 §3.2.2. */
const ROTATION_OFFSETS = Array.from({ length: 25 }, () => 0);
{
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    ROTATION_OFFSETS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
}

/** Rho and pi as one step a lane: lane `src`, rotated left by `rotation`, moves to lane `dst`; x outer, y inner. */
export const RHO_PI_STEPS = [];
for (let x = 0; x < 5; x++) {
  for (let y = 0; y < 5; y++) {
    const src = x + 5 * y;
    RHO_PI_STEPS.push({ src, dst: y + 5 * ((2 * x + 3 * y) % 5), rotation: ROTATION_OFFSETS[src] });
  }
}
