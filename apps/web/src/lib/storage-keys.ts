// The session lives under these two localStorage keys.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
// The account the sign-up in this browser created: its dashboard greets "Welcome", not "Welcome back" (decision 0038).
export const NEW_ACCOUNT_KEY = 'newAccount';
// When the e-mailed code dies (`<userId>:<epoch ms>`), so the verify page's countdown survives leaving and coming back.
export const CODE_DEADLINE_KEY = 'verificationCodeDeadline';
