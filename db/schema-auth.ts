// Tables of sign-in and sessions (issue 4).
export {};
