/** The null address (all zeros): as a pay token it stands for the chain's native coin (SPEC §9). */
export const NULL_ADDRESS = '0x0000000000000000000000000000000000000000';
