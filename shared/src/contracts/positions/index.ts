export * from './matchDetails';
export * from './positionAction';
export * from './positionDetails';
export * from './positionInsights';
export * from './positionOverrides';
export * from './positionQuery';
export * from './savedPositions';
