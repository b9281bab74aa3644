/**
 * What other code may call of doorlock (docs/decisions/0024-module-borders.md): nothing yet. The door-lock dashboards
 * (a later issue) read door_lock_operations through named queries of this module.
 */
export {};
