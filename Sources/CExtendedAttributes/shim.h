// The C library's extended attributes (listxattr, getxattr, fsetxattr), which the Glibc
// module leaves out: the atomic writer keeps a replaced file's access control list.
#include <sys/xattr.h>
