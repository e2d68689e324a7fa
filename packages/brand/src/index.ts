export * from './brand-config';
export * from './networks';
export * from './format';
export { brand } from './brand.config';
