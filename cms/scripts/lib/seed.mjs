export async function seedContent() {}
