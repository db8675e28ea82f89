//! A list's entries grouped by cell and spent in list order, in a new
//! list and in one reset in place.

use super::*;

/// Entries 0, 2, 3 name (5,5); 1 and 4 name (1,1): the heads are 0
/// and 1. Spending (5,5) takes 0, then 2, then 3; spending through a
/// later entry of a cell takes the cell's head.
#[test]
fn entries_of_a_cell_are_spent_in_list_order() {
    for long in [false, true] {
        let mut cells = vec![(5, 5), (1, 1), (5, 5), (5, 5), (1, 1)];
        if long {
            cells.extend((0..100).map(|k| (10 + k, 3)));
        }
        let list = TeleportList::new(&cells, Board::new(50, 20));
        let mut spent = Spent::new();
        let heads = |s: &Spent| s.heads(&list).filter(|&i| i < 5).collect::<Vec<_>>();
        assert_eq!(heads(&spent), [0, 1]);
        spent.spend(&list, 0);
        assert_eq!(heads(&spent), [1, 2]);
        assert!(spent.is_spent(&list, 0) && !spent.is_spent(&list, 2));
        spent.spend(&list, 3);
        assert_eq!(heads(&spent), [1, 3]);
        assert!(spent.is_spent(&list, 2) && !spent.is_spent(&list, 3));
        spent.spend(&list, 3);
        spent.spend(&list, 3);
        assert_eq!(heads(&spent), [1]);
        assert!((0..5).all(|i| spent.is_spent(&list, i) == [true, false, true, true, false][i]));
        let mut other = Spent::new();
        for i in [2, 0, 3] {
            other.spend(&list, i);
        }
        assert_eq!(other, spent);
    }
}

/// A list reset in place is grouped as a new one: entries of the last
/// list (naming the same cells, under an older stamp) are not taken for
/// earlier entries of this one. A list of 70 cells, 0 and 69 naming
/// (1, 1), then one of 80 whose entries 5 and 79 name (1, 1): with the
/// old entries taken, entry 5 would follow entry 69 of the last list.
#[test]
fn a_list_reset_in_place_forgets_the_last() {
    let board = Board::new(31, 31);
    let cells = |n: usize, ones: [usize; 2]| -> Vec<Offset> {
        (0..n)
            .map(|k| {
                if ones.contains(&k) {
                    (1, 1)
                } else {
                    (2 + (k as i32 % 29), 2 + (k as i32 / 29))
                }
            })
            .collect()
    };
    let mut list = TeleportList::new(&cells(70, [0, 69]), board);
    list.groups();
    list.reset(&cells(80, [5, 79]), board);
    let g = list.groups();
    assert_eq!((g.first[5], g.first[79], g.next[5]), (5, 5, 79));
    for second in [cells(80, [5, 79]), cells(70, [0, 69]), cells(3, [0, 1])] {
        list.reset(&second, board);
        let fresh = TeleportList::new(&second, board);
        assert!(list == fresh, "{second:?}");
        assert_eq!(list.groups(), fresh.groups(), "{second:?}");
    }
}

/// A list is grouped at its first use: a game that never reads its list
/// (a reset, the heads of a position with nothing spent of an empty list)
/// leaves it ungrouped, and a position that spends nothing reads the
/// list's own heads.
#[test]
fn a_list_is_grouped_when_first_read() {
    let board = Board::new(10, 10);
    let mut list = TeleportList::new(&[(2, 2), (3, 3), (2, 2)], board);
    assert!(list.groups.get().is_none());
    let mut spent = Spent::new();
    assert_eq!(spent.heads(&list).collect::<Vec<_>>(), [0, 1]);
    assert!(list.groups.get().is_some());
    spent.spend(&list, 2);
    assert_eq!((spent.count(&list), spent.is_spent(&list, 0)), (2, true));
    list.reset(&[(4, 4)], board);
    spent.reset();
    assert!(list.groups.get().is_none());
    assert_eq!((spent.count(&list), spent.is_spent(&list, 0)), (1, false));
    assert_eq!(spent, Spent::new());
}
