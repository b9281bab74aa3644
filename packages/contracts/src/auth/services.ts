// The auth contracts (one defineContract per service of spec section 7); replies in ./replies.ts.
export {};
