export * from './jobAlerts';
