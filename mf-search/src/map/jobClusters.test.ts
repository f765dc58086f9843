import { clusterDistanceAt, weightedCentre } from './jobClusters';
import { CLUSTER_DISTANCE, MAP_LIMITS } from './mapConstants';

test('a cluster sits nearer its busiest place: its places weighted by their jobs', () => {
  expect(weightedCentre([[0, 0], [10, 0]], [1, 3])).toEqual([7.5, 0]);
  expect(weightedCentre([[2, 4]], [12])).toEqual([2, 4]);
});

test('markers cluster until the deepest zoom, where every place shows on its own', () => {
  expect(clusterDistanceAt(MAP_LIMITS.minZoom)).toBe(CLUSTER_DISTANCE);
  expect(clusterDistanceAt(MAP_LIMITS.maxZoom - 1)).toBe(CLUSTER_DISTANCE);
  expect(clusterDistanceAt(MAP_LIMITS.maxZoom)).toBe(0);
});
