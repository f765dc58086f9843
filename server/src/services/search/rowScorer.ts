import type { TextTerm } from './ftsQuery';
import type { RankingIndex } from './rankingIndex';
import { FIELD, STEM, fieldHits, type TitleScores } from './relevance';
import type { SearchIndex } from './searchIndex';

/** Scores of single rows, for titles missing a term; the fields' hits are worked out on first need. */
export class RowScorer {
  private hits: { departments: Uint8Array[]; places: Uint8Array[]; skills: Uint8Array[] } | null = null;

  constructor(
    private readonly index: SearchIndex,
    private readonly ranking: RankingIndex,
    private readonly terms: TextTerm[],
    private readonly titled: TitleScores,
  ) {}

  /** FIELD when term t is in the row's department, place or skills, else STEM (the engine matched a stem). */
  private fieldScore(t: number, row: number): number {
    const { index, ranking, terms } = this;
    this.hits ??= {
      departments: fieldHits(ranking.departmentWords, terms),
      places: fieldHits(ranking.placeWords, terms),
      skills: fieldHits(ranking.skillWords, terms),
    };
    const { groups, skill } = index;
    const g = index.group[row] as number;
    if ((this.hits.departments[t] as Uint8Array)[groups.department.codes[g] as number] === 1) return FIELD;
    if ((this.hits.places[t] as Uint8Array)[groups.place.codes[g] as number] === 1) return FIELD;
    const skills = this.hits.skills[t] as Uint8Array;
    for (let i = skill.starts[row] as number, end = skill.starts[row + 1] as number; i < end; i++) {
      if (skills[skill.codes[i] as number] === 1) return FIELD;
    }
    return STEM;
  }

  /** The row's score, added up in titleScore's order. */
  score(row: number, code: number): number {
    const { titled } = this;
    let score = titled.bonus[code] as number;
    for (let t = 0; t < titled.perTerm.length; t++) {
      const best = (titled.perTerm[t] as Float64Array)[code] as number;
      score += best === 0 ? this.fieldScore(t, row) : best;
    }
    return score;
  }
}
