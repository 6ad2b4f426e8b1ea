import { writeContract } from '../src/test/api-contract.ts';

await writeContract();
