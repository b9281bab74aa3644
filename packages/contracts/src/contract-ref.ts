import type { AnyContract } from './contract';

/**
 * A contract's address without its schemas: what the web needs to call a service from a first-load path (the
 * sign-in page, the shell, the guest's /checkin) without carrying zod there. `call(ref, input)` is typed by the
 * contract all the same (input checked, reply typed); `contract-ref.test.ts` holds every ref equal to its contract
 * on name and paths. Screens that load later call the contract itself.
 */
export interface ContractRef<C extends AnyContract> {
  readonly name: C['name'];
  readonly basePaths?: C['basePaths'];
  readonly paths?: C['paths'];
  /** Type only, never set: the contract this ref addresses. */
  readonly __contract?: C;
}

/** A contract itself or its ref: either reaches the service and types the call. */
export type ContractOrRef<C extends AnyContract> = C | ContractRef<C>;
