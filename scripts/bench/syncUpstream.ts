import { sampleData, startFakeRegistry, type FakeProject } from '../../tests/support/fakeRegistry';

// The fake registry service for `npm run bench:sync`, in its own process so the sync's memory
// and CPU are measured alone. Projects are generated on demand from their index (cheap: no
// PDFs; one small attached file per 50 projects, from a pool of three).

const count = Number(process.argv[2] ?? 100_000);
const base = sampleData(0);
const pool = [0, 1, 2].map((n) => Buffer.alloc(20_000 + n * 5_000, 37 + n));
pool.forEach((bytes, n) =>
  base.files.set(`/api/public/files/${n + 1}/document-${n + 1}.pdf`, {
    type: 'application/pdf',
    bytes,
  }),
);

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
  { ...base, projectCount: count, project },
  { resultWindow: 10_000 },
);
console.log(fake.registryUrl);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
