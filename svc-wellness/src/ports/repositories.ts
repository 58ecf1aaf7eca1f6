import type { HabitRepository } from './habit.repository.port.js';
import type { KindnessRepository } from './kindness.repository.port.js';
import type { PracticeRepository } from './practice.repository.port.js';
import type { CheckInRepository } from './check-in.repository.port.js';
import type { EmotionSessionRepository } from './emotion-session.repository.port.js';
import type { FamilyDirectory } from './family.port.js';
import type { InsightFiguresRepository } from './insight-figures.port.js';

/** Every store the wellness use cases read and write; each use case picks what it needs. */
export interface WellnessRepositories {
  habits: HabitRepository;
  kindness: KindnessRepository;
  practices: PracticeRepository;
  checkIns: CheckInRepository;
  sessions: EmotionSessionRepository;
  family: FamilyDirectory;
  insights: InsightFiguresRepository;
}
