import config from '@meridian/eslint-config/react';

export default config;
