// Directus hook: lets a user without admin access (the Restaurant manager) list the file
// library's folders.
//
// In Directus 12.4.0, GET /folders answers 500 "Cannot add property filter, object is not
// extensible" to every user who is not an admin, whatever their permissions: the query-sanitising
// middleware freezes `req.sanitizedQuery`, and FoldersService.readByQuery then assigns a filter
// (hiding the Flows' folders) to that frozen object. No permission shape avoids that code path,
// so the file library's folder list fails for the manager. This hands the folders route a copy of
// the query that it may extend; the filter it adds, and every permission check, stay Directus's
// own. Remove it once Directus copies the query itself (docs/security.md).
export default ({ init }) => {
  init('routes.before', ({ app }) => {
    app.use('/folders', (req, _res, next) => {
      if (req.sanitizedQuery && Object.isFrozen(req.sanitizedQuery)) req.sanitizedQuery = { ...req.sanitizedQuery };
      next();
    });
  });
};
