import { sampleData, startFakeRegistry, type FakeProject } from '../../tests/support/fakeRegistry';

// The fake registry service for `npm run bench:sync`, in its own process so the sync's memory
// and CPU are measured alone. Projects are generated on demand from their index (cheap: no
// PDFs; one small attached file per 50 projects, from a pool of three). Revision 2 (argv[3]) is
// the same registry a month later, for the change history's cost: every 20th project's amount
// revised, every 50th project's state moved on, every 500th project replaced by a new one.

const count = Number(process.argv[2] ?? 100_000);
const revision = Number(process.argv[3] ?? 1);
const base = sampleData(0);
const pool = [0, 1, 2].map((n) => Buffer.alloc(20_000 + n * 5_000, 37 + n));
pool.forEach((bytes, n) =>
  base.files.set(`/api/public/files/${n + 1}/document-${n + 1}.pdf`, {
    type: 'application/pdf',
    bytes,
  }),
);

function revised(index: number): FakeProject {
  const p = project(index);
  if (revision < 2) return p;
  const data = { ...p.data };
  if (index % 500 === 499) data.projectId = String(900_000_000 + index);
  if (index % 20 === 0) data.projectSum = Number(data.projectSum) * 1.03;
  if (index % 50 === 1) data.projectStateId = 2 - (index % 2);
  return { ...p, key: `PROJECT-${String(data.projectId)}`, data };
}

function project(index: number): FakeProject {
  const projectId = String(100_000_000 + index * 7);
  const year = 2005 + (index % 20);
  const variant = index % 3;
  return {
    id: 10 + index * 2,
    key: `PROJECT-${projectId}`,
    data: {
      projectId,
      projectName: `Проєкт розвитку інфраструктури громади № ${index}`,
      projectStateId: 1 + (index % 2),
      projectFieldId: 1,
      creditorId: 7,
      responsibleExecutorId: 1 + (index % 60),
      beneficiar: `Громада ${index % 500}`,
      projectPurpose:
        'Покращення якості послуг водопостачання та водовідведення для мешканців громади',
      projectSum: (index % 1000) * 12345.67 + 1_000_000,
      creditSum: (index % 700) * 10000,
      creditDateBegin: `${year}-0${1 + (index % 9)}-1${index % 10}`,
      agreementEffective: `1${index % 10}.0${1 + (index % 9)}.${year}`,
      isCreditPaid: index % 2,
      notes: 'Примітка до проєкту',
      finConditions: 'Строк 20 років, пільговий період 5 років',
    },
    attachments:
      index % 50 === 0
        ? [
            {
              id: variant + 1,
              name: 'Кредитна угода',
              contentUrl: `/entity/api/public/files/${variant + 1}/document-${variant + 1}.pdf`,
              valueContentType: 'application/pdf',
              valueContentSize: pool[variant]!.length,
            },
          ]
        : [],
    stats: [
      { period: String(year), amount: 1000 + index, usedAmount: 100 },
      { period: String(year + 1), amount: 2000 + index, usedAmount: 500 },
      { period: String(year + 2), amount: 3000 + index, usedAmount: 900 },
    ],
  };
}

const fake = await startFakeRegistry(
  { ...base, projectCount: count, project: revised },
  { resultWindow: 10_000 },
);
console.log(fake.registryUrl);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
