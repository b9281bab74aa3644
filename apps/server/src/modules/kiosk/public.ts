/** What other modules may call of kiosk (docs/decisions/0024-module-borders.md): nothing yet. */
export {};
