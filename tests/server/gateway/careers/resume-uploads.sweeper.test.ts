import { sweepUnattachedResumes } from '../../../../server/gateway/careers/resume-uploads.sweeper';
import { newStoredName } from '../../../../server/gateway/messaging/attachments.store';
import { mediaStoreOf } from '../../../../server/storage/media-store';
import { storedNames } from '../../../support/stored-files';
import type { TestServer } from '../../../support/test-server';
import { startGatewayServer } from '../gateway.harness';

const MINUTE = 60_000;

describe('the sweep of résumé uploads never attached (#38)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer();
  });
  afterAll(() => server.close());

  it('deletes expired unattached slots and their files; keeps live, used and still-receiving ones', async () => {
    const store = mediaStoreOf(server.config);
    const position = await server.db
      .selectFrom('positions')
      .select('id')
      .where('is_template', '=', 0)
      .executeTakeFirstOrThrow();
    const now = new Date();
    const slot = async (id: string, status: string, expiresInMinutes: number, withFile: boolean) => {
      const storedName = withFile ? newStoredName() : null;
      if (storedName) await store.putBytes('hiring', storedName, Buffer.from('%PDF-1.4\n%%EOF\n'));
      await server.db
        .insertInto('career_resume_uploads')
        .values({
          id: id.padEnd(64, '0'),
          position_id: position.id,
          original_name: 'cv.pdf',
          content_type: 'application/pdf',
          declared_size: 16,
          status,
          stored_name: storedName,
          stored_size: storedName ? 16 : null,
          created_at: new Date(now.getTime() + (expiresInMinutes - 30) * MINUTE).toISOString(),
          expires_at: new Date(now.getTime() + expiresInMinutes * MINUTE).toISOString(),
        })
        .execute();
      return storedName;
    };
    const expiredFile = await slot('a1', 'UPLOADED', -1, true);
    const liveFile = await slot('a2', 'UPLOADED', 5, true);
    const usedFile = await slot('a3', 'USED', -60, true);
    await slot('a4', 'PENDING', -1, false);
    await slot('a5', 'FAILED', -1, false);
    await slot('a6', 'RECEIVING', -5, false);
    await slot('a7', 'RECEIVING', -20, false);

    expect(await sweepUnattachedResumes(server.db, store, now)).toBe(4);

    const left = await server.db
      .selectFrom('career_resume_uploads')
      .select('id')
      .where('id', 'like', 'a%')
      .execute();
    expect(left.map((row) => row.id.slice(0, 2)).sort()).toEqual(['a2', 'a3', 'a6']);
    const files = await storedNames(server, 'hiring');
    expect(files).not.toContain(expiredFile);
    expect(files).toContain(liveFile);
    expect(files).toContain(usedFile);
    // A second sweep finds nothing more.
    expect(await sweepUnattachedResumes(server.db, store, now)).toBe(0);
  });
});
