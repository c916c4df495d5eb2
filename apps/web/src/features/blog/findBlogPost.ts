// The post a details page shows: `?post=N` of the address, the first post when it names none or an unknown one.
import { type BlogPost, blogPosts } from '../../site/content/blogPosts.js';

export function findBlogPost(search: URLSearchParams): BlogPost {
  const number = Number(search.get('post'));
  return blogPosts.find((post) => post.number === number) ?? (blogPosts[0] as BlogPost);
}
