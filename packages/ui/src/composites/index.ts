// Composites carrying the spec's rules: one export line per component (plus the rules the app
// shares with it), added as they are built.
export { OtpInput, type OtpInputProps } from './otp-input/otp-input';
export { OTP_LENGTH } from './otp-input/otp-entry';
export { DonutGauge, type DonutGaugeProps } from './donut-gauge/donut-gauge';
export { LineChart, type LineChartProps, type LinePoint } from './line-chart/line-chart';
export {
  aggregateByPeriod,
  periodTotal,
  formatPeriodKey,
  CHART_PERIODS,
  type ChartPeriod,
} from './period-selector/chart-period';
export { Countdown, type CountdownProps } from './countdown/countdown';
export { formatMmSs } from './countdown/format-mm-ss';
