import { defineModule } from '../../module.js';
import { createContentAdmin } from './content.admin.js';
import { registerContentConsole } from './content.console.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentService } from './content.service.js';
import { createContentStore, type ContentTables } from './content.store.js';

/** The content module as the platform builds it (see `module.ts`). */
export const contentModule = defineModule<ContentTables>({
  name: 'content',
  create({ db, clock }) {
    const content = createContentService(createContentStore(db));
    const admin = createContentAdmin({ db, clock });
    return {
      provides: { helpSearch: content.search },
      userRoutes: (api) => registerContentRoutes(api, content),
      consoleRoutes: (secured) => registerContentConsole(secured, admin),
    };
  },
});
