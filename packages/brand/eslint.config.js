import config from '@meridian/eslint-config';

export default config;
