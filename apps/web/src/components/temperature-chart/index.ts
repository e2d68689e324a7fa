export { TemperatureChart } from './temperature-chart';
export { chartSummary, excursionText, type ChartBand, type ChartPoint, type TemperatureChartProps } from './chart-summary';
export { TemperatureReportButton } from './temperature-report-button';
