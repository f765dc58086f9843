import type { Options } from 'canvas-confetti';

/**
 * The offer page's burst. canvas-confetti draws every particle in every frame on the main thread, so a
 * frame's work grows with the particle count and the run's length with `ticks`; on a phone (a slower CPU,
 * a smaller canvas) fewer, slightly smaller particles that fall a little faster and fade sooner still fill the
 * screen, in about half the frames. A large screen keeps the fuller burst, shortened a little.
 */
export function confettiBurst(smallScreen: boolean): Options {
  return smallScreen
    ? { particleCount: 45, spread: 80, startVelocity: 35, ticks: 110, gravity: 1.2, scalar: 0.9, origin: { y: 0.35 } }
    : { particleCount: 110, spread: 90, startVelocity: 45, ticks: 160, origin: { y: 0.35 } };
}
