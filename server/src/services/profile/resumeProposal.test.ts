import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import { jobsInText, proposeFromText, skillsInText, yearsOf } from './resumeProposal';

const NOW = new Date('2026-11-23T12:00:00.000Z');

test('skills are whole words of the vocabulary; short ones only as written', () => {
  const text = 'Built services in Go and Node.js. JavaScript, never the coffee. C++ and C#. let us go home';
  expect(skillsInText(text, ['Go', 'Node.js', 'Java', 'JavaScript', 'C++', 'R', 'Kafka'])).toEqual(['Go', 'Node.js', 'JavaScript', 'C++']);
});

test('jobs from date ranges, titled by the text beside them or the line above; education lines are not jobs', () => {
  const jobs = jobsInText([
    'Senior Engineer at Acme Corp   Jan 2020 – Present',
    'Platform Engineer | Blue Harbor',
    '03/2016 to 12/2019',
    'MSc Computer Science, University of Leeds 2014 - 2016',
  ].join('\n'), NOW);
  expect(jobs.map(({ title, company, startDate, endDate }) => ({ title, company, startDate, endDate }))).toEqual([
    { title: 'Senior Engineer', company: 'Acme Corp', startDate: '2020-01', endDate: null },
    { title: 'Platform Engineer', company: 'Blue Harbor', startDate: '2016-03', endDate: '2019-12' },
  ]);
});

test('years count overlapping periods once', () => {
  expect(yearsOf([{ from: 2010 * 12, to: 2014 * 12 }, { from: 2012 * 12, to: 2016 * 12 }, { from: 2020 * 12, to: 2021 * 12 }])).toBe(7);
  expect(yearsOf([])).toBeNull();
});

test('the proposal leaves out what the profile already has and keeps the typed years beside the proposed ones', () => {
  const proposal = proposeFromText('Data Engineer at Northwind 2018 - 2024\nKafka, SQL', ['Kafka', 'SQL'], {
    skills: ['sql'], experience: [{ title: 'data engineer', company: 'Northwind', startDate: null, endDate: null }], experienceYears: 2,
  }, NOW);
  expect(proposal.skills.proposed).toEqual(['Kafka']);
  expect(proposal.experience.proposed).toEqual([]);
  expect(proposal.experienceYears).toEqual({ current: 2, proposed: 6 });
  expect(proposal.titles).toEqual(['Data Engineer']);
});

test('hostile text costs work in proportion to its length (CPU work of 10x the input, not wall-clock)', () => {
  // Long lines of years and dashes, which a backtracking date pattern would chew on.
  const work = (text: string) => proposeFromText(text, ['Go', 'Kafka'], { skills: [], experience: [], experienceYears: null }, NOW);
  expect(workGrowth(work, (n) => '2019 - 20 1999- go Kafk\n'.repeat(Math.ceil(n / 24)).slice(0, n))).toBeLessThan(LINEAR_GROWTH);
});
