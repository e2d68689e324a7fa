export { TemperatureChart } from './temperature-chart';
export { TemperatureReportButton } from './temperature-report-button';
