// spec 9: the session lives under these two localStorage keys.
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
